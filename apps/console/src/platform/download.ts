/** Hands text the console holds (an area file, a translator's file) to the browser as a download. */
export function saveFile(name: string, content: string, contentType: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([content], { type: contentType }));
  link.download = name;
  link.click();
  // The click has handed the bytes over; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
