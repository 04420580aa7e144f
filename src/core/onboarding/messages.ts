/**
 * Onboarding messages (spec §4, §5): registration, uploads, profile completion, links and e-mail
 * check. Wording the spec gives is copied exactly; the rest is written in the same voice.
 */
import { defineMessages } from '../messages.ts';

export const ONBOARDING_MESSAGES = defineMessages({
  // E-mail availability check (spec wording, including its capitalisation).
  emailAvailable: /*i18n*/ { id: 'onboarding.email.available', message: 'Email is valid and available' },
  emailCheckFailed: /*i18n*/ {
    id: 'onboarding.email.checkFailed',
    message: 'Email validation failed. Please try again.',
  },
  emailTaken: /*i18n*/ {
    id: 'onboarding.email.taken',
    message: 'Email already registered with us. try using a different one.',
  },
  // Registration fields the spec words.
  nationalityRequired: /*i18n*/ {
    id: 'onboarding.nationality.required',
    message: 'Please select nationality',
  },
  residenceRequired: /*i18n*/ {
    id: 'onboarding.residence.required',
    message: 'Please select country of residence',
  },
  professionRequired: /*i18n*/ { id: 'onboarding.profession.required', message: 'Please select profession' },
  photoRequired: /*i18n*/ { id: 'onboarding.photo.required', message: 'Please select photo' },
  professionTitleRequired: /*i18n*/ {
    id: 'onboarding.professionTitle.required',
    message: 'Please select profession title',
  },
  experienceInvalid: /*i18n*/ {
    id: 'onboarding.experience.invalid',
    message: 'Please enter valid experience',
  },
  languageRequired: /*i18n*/ { id: 'onboarding.spokenLanguages.required', message: 'Please select language' },
  professionalStatusRequired: /*i18n*/ {
    id: 'onboarding.professionalStatus.required',
    message: 'Please select professional status',
  },
  diplomaTitleRequired: /*i18n*/ {
    id: 'onboarding.diploma.title.required',
    message: 'Please select diploma title',
  },
  diplomaEstablishmentRequired: /*i18n*/ {
    id: 'onboarding.diploma.establishment.required',
    message: 'Please enter diploma name of establishment',
  },
  documentRequired: /*i18n*/ { id: 'onboarding.document.required', message: 'Please select document' },
  graduationDateRequired: /*i18n*/ {
    id: 'onboarding.diploma.graduationDate.required',
    message: 'Please select graduation date',
  },
  trainingTitleRequired: /*i18n*/ {
    id: 'onboarding.training.title.required',
    message: 'Please select title of training',
  },
  // Written in the same voice (the spec names them without wording).
  companyNameInvalid: /*i18n*/ {
    id: 'onboarding.companyName.invalid',
    message: 'Company name must not exceed 100 characters',
  },
  trainingNameRequired: /*i18n*/ {
    id: 'onboarding.training.name.required',
    message: 'Please enter training name',
  },
  trainingEstablishmentRequired: /*i18n*/ {
    id: 'onboarding.training.establishment.required',
    message: 'Please enter training name of establishment',
  },
  certificationDateRequired: /*i18n*/ {
    id: 'onboarding.training.certificationDate.required',
    message: 'Please select certification date',
  },
  trainingDurationRequired: /*i18n*/ {
    id: 'onboarding.training.duration.required',
    message: 'Please enter training duration',
  },
  dateInFuture: /*i18n*/ { id: 'onboarding.date.future', message: 'The date cannot be in the future' },
  diplomaRequired: /*i18n*/ { id: 'onboarding.diploma.required', message: 'Please add at least one diploma' },
  documentsRequired: /*i18n*/ {
    id: 'onboarding.documents.required',
    message: 'Please upload at least one document (CV, diplomas, certificates)',
  },
  declarationRequired: /*i18n*/ {
    id: 'onboarding.declaration.required',
    message: 'Please confirm the declaration on honor',
  },
  videoRequired: /*i18n*/ {
    id: 'onboarding.video.required',
    message: 'Please enter a YouTube link or upload an mp4 video',
  },
  youtubeInvalid: /*i18n*/ { id: 'onboarding.youtube.invalid', message: 'Please enter a valid YouTube link' },
  // Files (spec §5).
  maxFilesReached: /*i18n*/ {
    id: 'onboarding.files.maxReached',
    message: 'Maximum files reached (5/5); remove one to add another',
  },
  documentType: /*i18n*/ {
    id: 'onboarding.files.documentType',
    message: 'Please select a PDF, DOCX, JPG or PNG file',
  },
  documentSize: /*i18n*/ {
    id: 'onboarding.files.documentSize',
    message: 'Each document must be 10 MB or smaller',
  },
  documentsTotal: /*i18n*/ {
    id: 'onboarding.files.documentsTotal',
    message: 'Documents must not exceed 50 MB in total',
  },
  documentsNearTotal: /*i18n*/ {
    id: 'onboarding.files.documentsNearTotal',
    message: 'Your documents are approaching the 50 MB limit',
  },
  imageType: /*i18n*/ { id: 'onboarding.files.imageType', message: 'Please select a JPEG, PNG or GIF image' },
  imageSize: /*i18n*/ { id: 'onboarding.files.imageSize', message: 'The image must be 200 KB or smaller' },
  videoType: /*i18n*/ { id: 'onboarding.files.videoType', message: 'Please select an mp4 video' },
  videoSize: /*i18n*/ { id: 'onboarding.files.videoSize', message: 'The video must be 100 MB or smaller' },
  fileUnknown: /*i18n*/ {
    id: 'onboarding.files.unknown',
    message: 'This file is no longer available. Please upload it again.',
  },
  // Profile completion (step 2).
  biographyRequired: /*i18n*/ { id: 'onboarding.biography.required', message: 'Please enter biography' },
  biographyTooLong: /*i18n*/ {
    id: 'onboarding.biography.tooLong',
    message: 'Biography must not exceed 2000 characters',
  },
  bannerRequired: /*i18n*/ { id: 'onboarding.banner.required', message: 'Please select banner image' },
  categoryRequired: /*i18n*/ {
    id: 'onboarding.categories.required',
    message: 'Please select at least one patient category',
  },
  problemRequired: /*i18n*/ {
    id: 'onboarding.problems.required',
    message: 'Please select at least one problem',
  },
  otherProblemRequired: /*i18n*/ {
    id: 'onboarding.problems.otherRequired',
    message: 'Please specify the other problem',
  },
  therapyModeRequired: /*i18n*/ {
    id: 'onboarding.therapyMode.required',
    message: 'Please select mode of therapy',
  },
  price30Required: /*i18n*/ {
    id: 'onboarding.price30.required',
    message: 'Please enter price for 30 minutes',
  },
  price60Required: /*i18n*/ { id: 'onboarding.price60.required', message: 'Please enter price for 1 hour' },
  priceInvalid: /*i18n*/ {
    id: 'onboarding.price.invalid',
    message: 'Please enter a valid price greater than 0',
  },
  currencyRequired: /*i18n*/ { id: 'onboarding.currency.required', message: 'Please select currency' },
  availabilityRequired: /*i18n*/ {
    id: 'onboarding.availability.required',
    message: 'Please add at least one availability',
  },
  availabilityTimeRequired: /*i18n*/ {
    id: 'onboarding.availability.time.required',
    message: 'Please select availability time',
  },
  availabilityTimeOrder: /*i18n*/ {
    id: 'onboarding.availability.time.order',
    message: 'End time must be after start time',
  },
  sessionOfferRequired: /*i18n*/ {
    id: 'onboarding.sessionOffer.required',
    message: 'Please select single session or packages',
  },
  remindersInvalid: /*i18n*/ {
    id: 'profile.reminders.invalid',
    message: 'Choose when patients are reminded: a day, two hours or an hour before',
  },
  missedPolicyInvalid: /*i18n*/ {
    id: 'profile.missedPolicy.invalid',
    message: 'Choose a notice period, the fees and whether a missed package session uses its unit',
  },
  bankNameRequired: /*i18n*/ { id: 'onboarding.bankName.required', message: 'Please enter bank name' },
  ibanRequired: /*i18n*/ { id: 'onboarding.iban.required', message: 'Please enter IBAN' },
  ibanInvalid: /*i18n*/ { id: 'onboarding.iban.invalid', message: 'Please enter a valid IBAN' },
  // Links and flow (spec §2, §4).
  actionAlreadyTaken: /*i18n*/ { id: 'onboarding.link.used', message: 'Action already taken' },
  linkExpired: /*i18n*/ {
    id: 'onboarding.link.expired',
    message: 'This link was valid only 24 hours and has expired. Please ask for a new one.',
  },
  linkInvalid: /*i18n*/ {
    id: 'onboarding.link.invalid',
    message: 'This link is not valid. Please check the e-mail we sent you.',
  },
  passwordCreated: /*i18n*/ {
    id: 'onboarding.password.created',
    message: 'Your password is set. We have sent you the working agreement by e-mail.',
  },
  agreementAccepted: /*i18n*/ {
    id: 'onboarding.agreement.accepted',
    message: 'Thank you. You can now sign in and complete your profile.',
  },
  registrationReceived: /*i18n*/ {
    id: 'onboarding.registration.received',
    message: 'Your request is under review. You will receive an e-mail with a link to create your password.',
  },
  stepOutOfOrder: /*i18n*/ {
    id: 'onboarding.step.outOfOrder',
    message: 'Please complete the previous steps of your profile first.',
  },
  profileCompleted: /*i18n*/ {
    id: 'onboarding.profile.completed',
    message: 'Your profile is complete and now active.',
  },
  resetRequested: /*i18n*/ {
    id: 'onboarding.reset.requested',
    message: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  },
  resetDone: /*i18n*/ {
    id: 'onboarding.reset.done',
    message: 'Your password has been changed. You can now sign in.',
  },
  uploadSessionInvalid: /*i18n*/ {
    id: 'onboarding.files.draftInvalid',
    message: 'Your upload session has ended. Please upload your files again.',
  },
  rejectionReasonRequired: /*i18n*/ {
    id: 'onboarding.admin.reasonRequired',
    message: 'Please enter the reason for the rejection',
  },
  registrationApproved: /*i18n*/ {
    id: 'onboarding.admin.approved',
    message: 'The registration is approved and the applicant has been e-mailed.',
  },
  registrationRejected: /*i18n*/ {
    id: 'onboarding.admin.rejected',
    message: 'The registration is rejected and the applicant has been e-mailed.',
  },
  mailFailed: /*i18n*/ {
    id: 'onboarding.admin.mailFailed',
    message:
      'The decision is saved, but the e-mail could not be sent. Please check the mail settings and try again.',
  },
  passwordHint: /*i18n*/ {
    id: 'onboarding.password.hint',
    message: 'Use at least one letter, one number and one special character (for example ! @ # $ %).',
  },
});
