/**
 * Saves text as a file through a Blob URL and a download link: the rows are already in the
 * page, so no second request is made and nothing of the list goes through the address bar.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
