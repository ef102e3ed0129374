/** Focuses (and selects) the named control of a form: the field a warning is about (design.md, Forms). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    control.focus();
    control.select();
  }
}
