import type source from '@shared/i18n/catalogs/auth/en-US.json';
import { defineCatalog } from '@/lib/i18n/catalog';
import authFiles from 'virtual:catalog/auth';

/** Sign in, Create Account and the password reset in every language, Amplify's Authenticator included (`shared/i18n/catalogs/auth`). */
export const authMessages = defineCatalog<keyof typeof source>(authFiles);
