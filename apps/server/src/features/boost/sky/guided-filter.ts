/**
 * The guided filter (He, Sun and Tang, "Guided Image Filtering", 2010/2013) with a colour guide,
 * in its "fast" form (He and Sun 2015): the linear coefficients are solved on a downscaled copy and
 * then applied to the full-resolution picture, so a matte follows every leaf edge of a 12 MP photo
 * while the heavy work runs on well under a megapixel. Pure typed-array code: no sharp, no I/O.
 */

/** A picture as three float planes in 0..1 (planar keeps the box filters cache friendly). */
export interface ColourPlanes {
  width: number;
  height: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

/** q = ar·R + ag·G + ab·B + b, per pixel of the (small) grid the filter ran on. */
export interface GuidedCoefficients {
  width: number;
  height: number;
  ar: Float32Array;
  ag: Float32Array;
  ab: Float32Array;
  b: Float32Array;
}

/** 1 / (number of window cells inside the picture) for each position along a line of `size`. */
function inverseCounts(size: number, radius: number): Float32Array {
  const out = new Float32Array(size);
  for (let i = 0; i < size; i++) out[i] = 1 / (Math.min(i + radius, size - 1) - Math.max(i - radius, 0) + 1);
  return out;
}

/**
 * Mean over the (2r+1)² window clipped to the picture, by running sums: O(pixels) for any r. The
 * horizontal pass keeps its sums per row; the vertical pass keeps one running sum per column in
 * double precision (a float running sum drifts over a thousand rows of adds and subtracts).
 */
export function boxMean(
  src: Float32Array,
  width: number,
  height: number,
  radius: number,
  out = new Float32Array(src.length),
  /** Working space for the horizontal pass (callers filtering many planes pass one and reuse it). */
  rows = new Float32Array(src.length),
): Float32Array {
  const inverseX = inverseCounts(width, radius), inverseY = inverseCounts(height, radius);
  const reach = Math.min(radius, width - 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= reach; x++) sum += src[row + x]!;
    rows[row] = sum * inverseX[0]!;
    for (let x = 1; x < width; x++) {
      const hi = x + radius, lo = x - radius - 1;
      if (hi < width) sum += src[row + hi]!;
      if (lo >= 0) sum -= src[row + lo]!;
      rows[row + x] = sum * inverseX[x]!;
    }
  }
  const column = new Float64Array(width);
  for (let y = 0; y <= Math.min(radius, height - 1); y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) column[x]! += rows[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    if (y > 0) {
      const hi = y + radius, lo = y - radius - 1;
      if (hi < height) {
        const row = hi * width;
        for (let x = 0; x < width; x++) column[x]! += rows[row + x]!;
      }
      if (lo >= 0) {
        const row = lo * width;
        for (let x = 0; x < width; x++) column[x]! -= rows[row + x]!;
      }
    }
    const inverse = inverseY[y]!, row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = column[x]! * inverse;
  }
  return out;
}

/**
 * Solves the guided filter's per-window linear model of `input` in the colour `guide` (radius in
 * pixels of that grid, eps the regulariser: smaller follows finer edges) and returns the averaged
 * coefficients, ready to be applied at any resolution.
 */
export function guidedCoefficients(guide: ColourPlanes, input: Float32Array, radius: number, eps: number): GuidedCoefficients {
  const { width, height, r, g, b } = guide;
  const n = width * height;
  // Seventeen box filters: one working buffer and one product buffer serve them all.
  const rows = new Float32Array(n), products = new Float32Array(n);
  const box = (plane: Float32Array) => boxMean(plane, width, height, radius, new Float32Array(n), rows);
  const boxOfProduct = (x: Float32Array, y: Float32Array) => {
    for (let i = 0; i < n; i++) products[i] = x[i]! * y[i]!;
    return box(products);
  };
  const mr = box(r), mg = box(g), mb = box(b), mp = box(input);
  const mrp = boxOfProduct(r, input), mgp = boxOfProduct(g, input), mbp = boxOfProduct(b, input);
  const vrr = boxOfProduct(r, r), vrg = boxOfProduct(r, g), vrb = boxOfProduct(r, b);
  const vgg = boxOfProduct(g, g), vgb = boxOfProduct(g, b), vbb = boxOfProduct(b, b);
  const ar = new Float32Array(n), ag = new Float32Array(n), ab = new Float32Array(n), bb = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const mri = mr[i]!, mgi = mg[i]!, mbi = mb[i]!, mpi = mp[i]!;
    const cr = mrp[i]! - mri * mpi, cg = mgp[i]! - mgi * mpi, cb = mbp[i]! - mbi * mpi;
    const srr = vrr[i]! - mri * mri + eps, srg = vrg[i]! - mri * mgi, srb = vrb[i]! - mri * mbi;
    const sgg = vgg[i]! - mgi * mgi + eps, sgb = vgb[i]! - mgi * mbi, sbb = vbb[i]! - mbi * mbi + eps;
    // Inverse of the symmetric 3×3 covariance by cofactors.
    const irr = sgg * sbb - sgb * sgb, irg = sgb * srb - srg * sbb, irb = srg * sgb - sgg * srb;
    const igg = srr * sbb - srb * srb, igb = srb * srg - srr * sgb, ibb = srr * sgg - srg * srg;
    const det = srr * irr + srg * irg + srb * irb;
    const a0 = (irr * cr + irg * cg + irb * cb) / det;
    const a1 = (irg * cr + igg * cg + igb * cb) / det;
    const a2 = (irb * cr + igb * cg + ibb * cb) / det;
    ar[i] = a0;
    ag[i] = a1;
    ab[i] = a2;
    bb[i] = mpi - a0 * mri - a1 * mgi - a2 * mbi;
  }
  return { width, height, ar: box(ar), ag: box(ag), ab: box(ab), b: box(bb) };
}
