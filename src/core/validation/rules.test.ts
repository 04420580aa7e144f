import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { mobileRule } from './mobile.ts';
import { cleanFileName } from './plain-text.ts';
import { adultDateOfBirthRule, ageInYears, nameRule, passwordWithConfirmSchema } from './rules.ts';

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
};

describe('name rule (2 to 30 characters, letters only)', () => {
  const name = nameRule(M.firstNameRequired);
  it('accepts names in any script with single separators', () => {
    for (const value of ['Jo', 'Jean-Pierre', "O'Neil", 'عبد الله', 'Zoë Ñúñez'])
      expect(firstIssue(name, value)).toBeUndefined();
  });
  it('gives the spec message when empty, and the rule messages otherwise', () => {
    expect(firstIssue(name, '  ')).toBe(M.firstNameRequired.id);
    expect(firstIssue(name, 'J')).toBe(M.nameLength.id);
    expect(firstIssue(name, 'J'.repeat(31))).toBe(M.nameLength.id);
    expect(firstIssue(name, 'R2D2')).toBe(M.nameLetters.id);
    expect(firstIssue(name, 'Jean--Pierre')).toBe(M.nameLetters.id);
  });
});

describe('mobile rule (valid with country code, at most 15 digits)', () => {
  it('accepts a valid number and normalises it to E.164', () => {
    expect(v.parse(mobileRule, '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(v.parse(mobileRule, '+212 661-234567')).toBe('+212661234567');
  });
  it('refuses a number without country code, too long, or invalid', () => {
    expect(firstIssue(mobileRule, '')).toBe(M.mobileRequired.id);
    expect(firstIssue(mobileRule, '0612345678')).toBe(M.mobileRequired.id);
    expect(firstIssue(mobileRule, '+3361234567891234')).toBe(M.mobileTooLong.id);
    expect(firstIssue(mobileRule, '+331234')).toBe(M.mobileInvalid.id);
  });
});

describe('date of birth (18+)', () => {
  const today = new Date(2026, 10, 22);
  const rule = adultDateOfBirthRule(() => today);
  it('counts whole years, birthday included', () => {
    expect(ageInYears('2008-11-22', today)).toBe(18);
    expect(ageInYears('2008-11-23', today)).toBe(17);
  });
  it("refuses a minor with the spec's message and a missing or impossible date", () => {
    expect(firstIssue(rule, '2008-11-22')).toBeUndefined();
    expect(firstIssue(rule, '2008-11-23')).toBe(M.underAge.id);
    expect(firstIssue(rule, '')).toBe(M.dateOfBirthRequired.id);
    expect(firstIssue(rule, '1990-02-30')).toBe(M.dateOfBirthInvalid.id);
  });
});

describe('password with confirmation', () => {
  it('needs a letter, a number and a special character', () => {
    expect(
      firstIssue(passwordWithConfirmSchema, { password: 'abc123!', confirmPassword: 'abc123!' }),
    ).toBeUndefined();
    expect(firstIssue(passwordWithConfirmSchema, { password: 'abcdef1', confirmPassword: 'abcdef1' })).toBe(
      M.passwordRule.id,
    );
    expect(firstIssue(passwordWithConfirmSchema, { password: 'abcdef!', confirmPassword: 'abcdef!' })).toBe(
      M.passwordRule.id,
    );
  });
  it('reports "Confirm password not match" on the confirmation field', () => {
    const result = v.safeParse(passwordWithConfirmSchema, {
      password: 'abc123!',
      confirmPassword: 'abc123?',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(M.confirmPasswordMismatch.id);
    expect(v.getDotPath(result.issues?.[0] as v.BaseIssue<unknown>)).toBe('confirmPassword');
  });
});

describe('a file name as shown', () => {
  it('loses what hides text or turns it around, keeps the joiners and the letters', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('\u2067report\u2069\u200E.pdf\uFEFF')).toBe('report.pdf');
    expect(cleanFileName('a\tb\nc\u0085d\u2028e.txt')).toBe('abcde.txt');
    expect(cleanFileName('می\u200Cخواهم.pdf')).toBe('می\u200Cخواهم.pdf');
    expect(cleanFileName('تقرير الجلسة.pdf')).toBe('تقرير الجلسة.pdf');
  });
});
