// The office sections of the spec's private routes, in the order a specialist reaches for them.
// Labels are message descriptors so the navigation is translated when rendered.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconBell,
  IconCalendar,
  IconCertificate,
  IconEye,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconNews,
  IconPackage,
  IconPercentage,
  IconStethoscope,
  IconUserCheck,
  IconUserCircle,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { RIGHT_CODES, type RightCode } from '#core/auth';

export type NavItem = {
  /** Route path; `$id` is the signed-in specialist's id. */
  to:
    | '/dashboard'
    | '/calendar'
    | '/sessions'
    | '/patients'
    | '/session-packages/$id'
    | '/articles'
    | '/chats'
    | '/notifications'
    | '/edit-profile/$id';
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: msg`Dashboard`, icon: IconLayoutDashboard },
  { to: '/calendar', label: msg`Calendar`, icon: IconCalendar },
  { to: '/sessions', label: msg`Sessions`, icon: IconVideo },
  { to: '/patients', label: msg`Patients`, icon: IconUsers },
  { to: '/session-packages/$id', label: msg`Session packages`, icon: IconPackage },
  { to: '/articles', label: msg`Articles`, icon: IconNews },
  { to: '/chats', label: msg`Chats`, icon: IconMessages },
  { to: '/notifications', label: msg`Notifications`, icon: IconBell },
  { to: '/edit-profile/$id', label: msg`Profile & availability`, icon: IconUserCircle },
];

export type AdminNavItem = {
  to:
    | '/admin/registrations'
    | '/admin/credentials'
    | '/admin/specialists'
    | '/admin/commission'
    | '/admin/mail'
    | '/admin/access-log';
  label: MessageDescriptor;
  icon: NavItem['icon'];
  /** Shown only to a user holding this right; the route and the API check it again. */
  right: RightCode;
};

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  {
    to: '/admin/registrations',
    label: msg`Pending registrations`,
    icon: IconUserCheck,
    right: RIGHT_CODES.adminRegistrations,
  },
  {
    to: '/admin/credentials',
    label: msg`Credential changes`,
    icon: IconCertificate,
    right: RIGHT_CODES.adminCredentials,
  },
  {
    to: '/admin/specialists',
    label: msg`Specialists`,
    icon: IconStethoscope,
    right: RIGHT_CODES.adminSpecialists,
  },
  {
    to: '/admin/commission',
    label: msg`Commission rate`,
    icon: IconPercentage,
    right: RIGHT_CODES.adminSpecialists,
  },
  { to: '/admin/mail', label: msg`Mail outbox`, icon: IconMail, right: RIGHT_CODES.adminMail },
  {
    to: '/admin/access-log',
    label: msg`Administrator access`,
    icon: IconEye,
    right: RIGHT_CODES.adminSpecialists,
  },
];
