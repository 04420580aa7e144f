/** The booking page's and the booking requests' messages (catalogue ids, English defaults). */
export const BOOKING_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'booking.name.required', message: 'Enter your name.' },
  nameTooLong: /*i18n*/ {
    id: 'booking.name.tooLong',
    message: 'Your name is too long (120 characters at most).',
  },
  messageTooLong: /*i18n*/ {
    id: 'booking.message.tooLong',
    message: 'Your message is too long (1,000 characters at most).',
  },
  slotRequired: /*i18n*/ { id: 'booking.slot.required', message: 'Choose a time.' },
  slotTaken: /*i18n*/ {
    id: 'booking.slot.taken',
    message: 'This time is no longer free. Choose another one.',
  },
  statusInvalid: /*i18n*/ { id: 'booking.status.invalid', message: 'Invalid answer to a booking request.' },
  decided: /*i18n*/ {
    id: 'booking.status.decided',
    message: 'This request has already been answered.',
  },
  acceptNeedsSession: /*i18n*/ {
    id: 'booking.accept.needsSession',
    message: 'Accepting a request books its session for a patient.',
  },
  requestLocked: /*i18n*/ {
    id: 'booking.request.locked',
    message: 'What the person asked is kept as they wrote it.',
  },
  /** The page's title, in the document's head and its shared link's preview. */
  pageTitle: /*i18n*/ { id: 'booking.page.title', message: 'Request a session with {name}' },
  pageClosed: /*i18n*/ {
    id: 'booking.page.closed',
    message: 'This booking page is not open.',
  },
} as const;
