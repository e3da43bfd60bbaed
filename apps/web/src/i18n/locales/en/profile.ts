const messages = {
  'profile.description': 'Your name, sign-in email and password.',
  'profile.role': 'League Admin',
  'profile.clubs': '{count, plural, =0 {No clubs} one {Administers {clubs}} other {Administers # clubs: {clubs}}}',
  'profile.details.title': 'Personal details',
  'profile.details.description': 'Your name is shown to other administrators of your clubs.',
  'profile.details.firstName': 'First name',
  'profile.details.lastName': 'Last name',
  'profile.details.email': 'Email',
  'profile.details.saved': 'Profile saved.',
  'profile.password.title': 'Password',
  'profile.password.description': 'Changing it signs you out on every other device.',
  'profile.password.current': 'Current password',
  'profile.password.new': 'New password',
  'profile.password.confirm': 'Confirm new password',
  'profile.password.submit': 'Change password',
  'profile.password.saved': 'Password changed.',
} satisfies Record<string, string>;
export default messages;
