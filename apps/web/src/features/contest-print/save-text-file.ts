/**
 * Hands a text to the browser as a file download: a Blob URL clicked through a temporary link,
 * freed right after (the same way the problem page saves its annex files).
 */
export function saveTextFile(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => { URL.revokeObjectURL(url); }, 0);
}
