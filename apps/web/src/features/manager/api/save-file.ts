/** Saves a file the manager's client fetched through the browser's own download, under its name. */
export function saveFile(file: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
