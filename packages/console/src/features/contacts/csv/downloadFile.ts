/**
 * Saves a file through a Blob URL and a download link: the rows are already in the page (or the
 * contacts worker), so no second request is made and nothing of the list goes through the address bar.
 */
export function downloadFile(fileName: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel a download that has not started reading the Blob yet
  // (FileSaver.js waits 40 s for the same reason); the URL is freed after that.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
