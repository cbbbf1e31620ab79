// Scaffold while issue 11 is built: replaced by the real page in this same change.
export function EmbedListPage() {
  return null;
}
