/**
 * Saves a file from a (presigned) link as a download: the link answers it as an attachment under its name, so the
 * page stays where it is.
 */
export function saveDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
