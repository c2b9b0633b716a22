/** Saves `data` as a file named `name`, through a temporary link (the browser's own download). */
export function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
