/**
 * What a label's code and a request for labels may be, apart from the label stocks (`hive-labels.ts`), so the
 * messages that name them (which every Lambda and screen loads) carry two numbers, not the stocks' geometry.
 */

/**
 * A label's short code: 6 characters of Crockford's base32 (30 bits, a billion codes per account), shown in two
 * groups of three (`K7Q-4MX`) so it reads aloud and types on a phone. The alphabet has no I, L, O or U; typed, a
 * code is read the way Crockford's decoding reads it (any case, O as 0, I and L as 1, hyphens and spaces ignored).
 */
export const LABEL_CODE = { length: 6, group: 3, alphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ' } as const;

/**
 * The most labels one request makes: three sheets of the fullest stock (Avery 5160's 30, `hive-labels.ts`; its test
 * checks the two agree), so a create costs a bounded number of writes.
 */
export const LABELS_PER_REQUEST = 90;
