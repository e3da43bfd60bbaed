// Owned by the pages work: replaced with the real page.
export default function ResetPasswordPage() {
  return null;
}
