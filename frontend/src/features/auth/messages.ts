import type source from '@shared/i18n/catalogs/auth/en-US.json';
import { defineCatalog, type CompiledCatalog } from '@/lib/i18n/catalog';

/** Sign in, Create Account and the password reset in every language, Amplify's Authenticator included (`shared/i18n/catalogs/auth`). */
export const authMessages = defineCatalog<keyof typeof source>('auth', {
  source: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/auth/en-US.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  translations: import.meta.glob<CompiledCatalog>(
    ['@shared/i18n/catalogs/auth/*.json', '!@shared/i18n/catalogs/auth/en-US.json'],
    { query: '?catalog', import: 'default' },
  ),
  pseudo: import.meta.glob<CompiledCatalog>('@shared/i18n/catalogs/auth/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
});
