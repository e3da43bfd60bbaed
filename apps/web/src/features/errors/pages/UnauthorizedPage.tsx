// Owned by the pages work: replaced with the real page.
export default function UnauthorizedPage() {
  return null;
}
