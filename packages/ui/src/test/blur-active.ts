/** Takes focus off whatever a story's play function clicked, so its picture shows no focus ring. */
export function blurActive(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
}
