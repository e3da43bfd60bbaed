// Owned by the pages work: replaced with the real page.
export default function SettingsPage() {
  return null;
}
