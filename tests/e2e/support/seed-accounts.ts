// Specialists created before the e2e server starts (specialist sign-up is its own issue). Each spec
// that writes data uses its own account: patients are scoped to their owner, so specs stay independent.
export const E2E_SPECIALISTS = {
  offline: {
    email: 'offline.specialist@e2e.test',
    password: 'E2e-spec-pass-1!',
    firstName: 'Olivia',
    lastName: 'Offline',
  },
  patients: {
    email: 'patients.specialist@e2e.test',
    password: 'E2e-spec-pass-2!',
    firstName: 'Paula',
    lastName: 'Patients',
  },
  arabic: {
    email: 'arabic.specialist@e2e.test',
    password: 'E2e-spec-pass-3!',
    firstName: 'Amal',
    lastName: 'Arabic',
  },
  unsynced: {
    email: 'unsynced.specialist@e2e.test',
    password: 'E2e-spec-pass-4!',
    firstName: 'Ursula',
    lastName: 'Unsynced',
  },
  discarding: {
    email: 'discarding.specialist@e2e.test',
    password: 'E2e-spec-pass-5!',
    firstName: 'Dina',
    lastName: 'Discard',
  },
  signOut: {
    email: 'signout.specialist@e2e.test',
    password: 'E2e-spec-pass-6!',
    firstName: 'Sami',
    lastName: 'Signout',
  },
  signOutArabic: {
    email: 'signout.arabic@e2e.test',
    password: 'E2e-spec-pass-8!',
    firstName: 'Salma',
    lastName: 'Sortie',
  },
  a11y: {
    email: 'a11y.specialist@e2e.test',
    password: 'E2e-spec-pass-9!',
    firstName: 'Yasmine',
    lastName: 'Access',
  },
  a11yEmpty: {
    email: 'a11y.empty@e2e.test',
    password: 'E2e-spec-pass-10!',
    firstName: 'Elias',
    lastName: 'Empty',
  },
  dashboard: {
    email: 'dashboard.specialist@e2e.test',
    password: 'E2e-spec-pass-11!',
    firstName: 'Dalia',
    lastName: 'Dashboard',
  },
  retryAfter: {
    email: 'retryafter.specialist@e2e.test',
    password: 'E2e-spec-pass-7!',
    firstName: 'Rita',
    lastName: 'Retry',
  },
  calendar: {
    email: 'calendar.specialist@e2e.test',
    password: 'E2e-calendar-pass-1!',
    firstName: 'Clara',
    lastName: 'Calendar',
  },
  calendarArabic: {
    email: 'calendar.arabic@e2e.test',
    password: 'E2e-calendar-pass-2!',
    firstName: 'Rania',
    lastName: 'Taqwim',
  },
  sessionsConflict: {
    email: 'sessions.conflict@e2e.test',
    password: 'E2e-sessions-pass-1!',
    firstName: 'Sara',
    lastName: 'Conflict',
  },
  sessionsJourney: {
    email: 'sessions.journey@e2e.test',
    password: 'E2e-sessions-pass-2!',
    firstName: 'Jade',
    lastName: 'Journey',
  },
  sessionsJourneyArabic: {
    email: 'sessions.journey.ar@e2e.test',
    password: 'E2e-sessions-pass-3!',
    firstName: 'Layla',
    lastName: 'Rihla',
  },
  packages: {
    email: 'packages.specialist@e2e.test',
    password: 'E2e-packages-pass-1!',
    firstName: 'Bahia',
    lastName: 'Bundle',
  },
  packagesArabic: {
    email: 'packages.arabic@e2e.test',
    password: 'E2e-packages-pass-2!',
    firstName: 'Hiba',
    lastName: 'Baqa',
  },
} as const;
