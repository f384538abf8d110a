/** Envelopes and error shapes of the API (DESIGN §4), shared by server and web. */
import { defineMessages } from './messages.ts';

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  owner: boolean;
  scopes: string[];
  /** A role of theirs requires a second factor they have not enrolled: the web asks them to enrol. */
  two_factor_setup_required?: boolean;
  /** The interface language chosen in their profile. */
  language?: 'uk' | 'en';
  /**
   * Set for a dealer's person: its company, whether it is the principal (else a manager) and the
   * workspaces it acts for. Its scopes are the dealer ones its kind gives, never a staff scope.
   */
  dealer?: { id: number; name: string; principal: boolean; workspaces: number[] };
}

export interface AuthResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface PermissionItem {
  scope: string;
  label: string;
  group: string;
  group_label: string;
}

export interface DataEnvelope<T> {
  data: T;
}

export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  total_is_estimate?: boolean;
  /** With `total_is_estimate`: counting stopped, more rows than `total` match ("more than 1 000"). */
  total_is_lower_bound?: boolean;
  /**
   * On a full page: where the next one starts. Send it back as `cursor=` (with the same sort and
   * filters) to walk forward by keyset, which costs the same on any page; `page` then only names it.
   */
  next_cursor?: string;
}

export interface ListEnvelope<T> {
  data: T[];
  meta: ListMeta;
}

/** 422 */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** 401, 403, 404, 405, 409, 413, 429 */
export interface MessageErrorBody {
  message: string;
}

/** 500: details stay in the server log. */
export interface ServerErrorBody {
  error: string;
}

/** What the server answers with, in Ukrainian; the English twin serves `Accept-Language: en`. */
export const apiMessages = defineMessages(
  {
    unauthenticated: 'Потрібно увійти в систему.',
    forbidden: 'Заборонено',
    notFound: 'Не знайдено.',
    validation: 'Дані містять помилки.',
    invalidCredentials: 'Невірний e-mail або пароль.',
    tooManyAttempts: 'Забагато невдалих спроб входу. Спробуйте через хвилину.',
    serverError: 'Внутрішня помилка сервера.',
    methodNotAllowed: 'Метод не підтримується.',
    payloadTooLarge: 'Завеликий запит.',
    badRequest: 'Некоректний запит.',
    databaseUnavailable: 'База даних тимчасово недоступна. Спробуйте ще раз за кілька секунд.',
    tooManyAttemptsLater: 'Забагато невдалих спроб входу. Спробуйте пізніше.',
  },
  {
    unauthenticated: 'Please sign in.',
    forbidden: 'Forbidden',
    notFound: 'Not found.',
    validation: 'The data contain errors.',
    invalidCredentials: 'Wrong e-mail or password.',
    tooManyAttempts: 'Too many failed sign-in attempts. Try again in a minute.',
    serverError: 'Internal server error.',
    methodNotAllowed: 'Method not supported.',
    payloadTooLarge: 'The request is too large.',
    badRequest: 'Bad request.',
    databaseUnavailable: 'The database is temporarily unavailable. Try again in a few seconds.',
    tooManyAttemptsLater: 'Too many failed sign-in attempts. Try again later.',
  },
);
