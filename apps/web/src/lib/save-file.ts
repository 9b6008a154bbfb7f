/**
 * Hands a text to the browser as a file download: a Blob URL clicked through a temporary link,
 * freed right after. The name is the server's; the browser keeps it inside its download folder.
 */
export function saveTextFile(name: string, content: string, type = 'application/octet-stream'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
