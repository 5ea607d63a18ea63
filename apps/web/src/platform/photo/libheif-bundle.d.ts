/** The part of libheif-js's JavaScript API that heic-decode.ts uses (the package types only its raw WASM exports). */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    /** Fills `target` with the picture as RGBA; calls back with null when decoding failed. */
    display(target: ImageData, callback: (shown: ImageData | null) => void): void;
    free(): void;
  }
  interface HeifDecoder {
    decode(data: Uint8Array): HeifImage[];
  }
  interface Libheif {
    HeifDecoder: new () => HeifDecoder;
  }
  export default function libheifFactory(options?: object): Libheif;
}
