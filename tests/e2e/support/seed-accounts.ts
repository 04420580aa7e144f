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
} as const;
