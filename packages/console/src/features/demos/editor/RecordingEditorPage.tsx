// Scaffold: replaced by the screen's owner in issue 10.
export function RecordingEditorPage() {
  return null;
}
