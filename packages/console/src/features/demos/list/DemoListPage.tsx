// Scaffold: replaced by the screen's owner in issue 10.
export function DemoListPage() {
  return null;
}
