/** Staff accounts beyond their record: passwords, sessions, two-factor sign-in, invitations. */
import { fieldMessages } from './field-messages.ts';
import { defineMessages } from './messages.ts';
import { z } from './zod.ts';

/** ASVS 5.0 §6.2: length is what counts, no composition rules. */
export const passwordLimits = { min: 10, max: 128 } as const;

export const staffMessages = defineMessages(
  {
    passwordTooShort: (min: number) => `Пароль має містити щонайменше ${min} символів.`,
    passwordTooLong: (max: number) => `Пароль має містити не більше ${max} символів.`,
    passwordCommon:
      'Цей пароль легко вгадати: він поширений або складений із ряду клавіш, послідовності чи повторів. Оберіть довший, наприклад кілька не пов’язаних слів.',
    currentPasswordWrong: 'Поточний пароль невірний.',
    codeRequired: 'Вкажіть код.',
    codeWrong: 'Код невірний або застарів.',
    challengeExpired: 'Час на підтвердження входу минув. Увійдіть ще раз.',
    invitationInvalid: 'Посилання недійсне, прострочене або вже використане.',
    ownerProtected: 'Обліковий запис власника може змінювати лише власник.',
    lastOwner: 'Це останній активний власник: його не можна деактивувати чи позбавити прав власника.',
    roleBeyondOwn: 'Не можна призначити роль із правами, яких ви самі не маєте.',
    accountBeyondOwn:
      'Цей користувач має права, яких немає у вас: змінювати його обліковий запис може лише той, хто має всі ці права.',
    roleEditBeyondOwn:
      'Роль має права, яких немає у вас: змінювати чи видаляти її може лише той, хто має всі ці права.',
    roleInUse: (count: number) => `Роль призначено користувачам (${count}). Спершу призначте їм іншу роль.`,
    twoFactorAlreadyOn: 'Двоетапну перевірку вже ввімкнено.',
    twoFactorNotStarted: 'Спершу почніть налаштування двоетапної перевірки.',
    twoFactorOff: 'Двоетапну перевірку не ввімкнено.',
    sessionNotFound: 'Сеанс не знайдено.',
    twoFactorSetupRequired: 'Ваша роль вимагає двоетапної перевірки: увімкніть її у профілі.',
  },
  {
    passwordTooShort: (min: number) => `The password must be at least ${min} characters long.`,
    passwordTooLong: (max: number) => `The password must be at most ${max} characters long.`,
    passwordCommon:
      'This password is easy to guess: it is common or made of a keyboard row, a sequence or repeats. Choose a longer one, such as a few unrelated words.',
    currentPasswordWrong: 'The current password is wrong.',
    codeRequired: 'Enter the code.',
    codeWrong: 'The code is wrong or has expired.',
    challengeExpired: 'The time to confirm the sign-in has run out. Sign in again.',
    invitationInvalid: 'The link is invalid, expired or already used.',
    ownerProtected: "Only an owner may change an owner's account.",
    lastOwner: 'This is the last active owner: it cannot be deactivated or stripped of ownership.',
    roleBeyondOwn: 'You cannot assign a role with permissions you do not hold yourself.',
    accountBeyondOwn:
      'This user holds permissions you do not have: only someone holding all of them may change the account.',
    roleEditBeyondOwn:
      'The role holds permissions you do not have: only someone holding all of them may change or delete it.',
    roleInUse: (count: number) => `The role is held by users (${count}). Give them another role first.`,
    twoFactorAlreadyOn: 'Two-step verification is already on.',
    twoFactorNotStarted: 'Start setting up two-step verification first.',
    twoFactorOff: 'Two-step verification is not on.',
    sessionNotFound: 'Session not found.',
    twoFactorSetupRequired: 'Your role requires two-step verification: turn it on in your profile.',
  },
);

const m = staffMessages;

/** A new password: its length here; the list of common passwords is checked by the server. */
export const newPassword = z
  .string(fieldMessages.text)
  .min(passwordLimits.min, m.passwordTooShort(passwordLimits.min))
  .max(passwordLimits.max, m.passwordTooLong(passwordLimits.max));

/** A TOTP code (6 digits, spaces allowed) or a recovery code (`xxxxx-xxxxx`). */
export const codeSchema = z
  .string(m.codeRequired)
  .trim()
  .min(1, m.codeRequired)
  .max(32, m.codeWrong)
  .transform((v) => v.replace(/\s+/g, '').toLowerCase());

/** The password one already has, asked again: only its presence is checked here. */
const currentPassword = z.string(fieldMessages.required).min(1, fieldMessages.required).max(200);

/** POST /api/user/password */
export const changePasswordSchema = z.strictObject({
  current_password: currentPassword,
  password: newPassword,
});

/** PUT /api/user/profile */
export const profileSchema = z.strictObject({
  name: z.string(fieldMessages.required).trim().min(1, fieldMessages.required).max(150, fieldMessages.tooLong(150)),
  language: z.enum(['uk', 'en'], fieldMessages.choice),
});

/** POST /api/admin-users/{id}/password and POST /api/auth/invitation */
export const setPasswordSchema = z.strictObject({ password: newPassword });
export const acceptInvitationSchema = z.strictObject({
  token: z.string(m.invitationInvalid).min(1, m.invitationInvalid).max(100, m.invitationInvalid),
  password: newPassword,
});

/** POST /api/auth/two-factor: the second step of a sign-in. */
export const twoFactorStepSchema = z.strictObject({
  challenge: z.string(m.challengeExpired).min(1, m.challengeExpired).max(100, m.challengeExpired),
  code: codeSchema,
});

/** POST /api/user/two-factor/enable; starting it and new recovery codes ask for the password. */
export const twoFactorCodeSchema = z.strictObject({ code: codeSchema });
export const passwordConfirmSchema = z.strictObject({ password: currentPassword });
/** POST /api/user/two-factor/disable: the password and a code of the factor being turned off. */
export const twoFactorDisableSchema = z.strictObject({ password: currentPassword, code: codeSchema });

/** POST /api/auth when the account has 2FA on: the password was right, a code is owed. */
export interface TwoFactorRequired {
  two_factor_required: true;
  challenge: string;
  expires_in: number;
}

/** GET /api/user/sessions, GET /api/admin-users/{id}/sessions */
export interface SessionItem {
  id: number;
  user_agent: string | null;
  address: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  /** The session this request came with. */
  current: boolean;
}

/** GET /api/user/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
  /** A role of theirs asks for it. */
  required: boolean;
}

/** POST /api/user/two-factor/setup */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code, an SVG document. */
  qr_svg: string;
}

/** POST /api/admin-users/{id}/invitation: the link is shown once. */
export interface Invitation {
  url: string;
  expires_at: string;
}

/** GET /api/roles/{id}/users */
export interface RoleHolders {
  count: number;
  users: { id: number; name: string }[];
}
