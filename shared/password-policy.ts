/**
 * HiveKeeper's password rule, once: the cloud user pool is built from it (infra/stacks/auth.ts), the local user
 * pool enforces it (infra/local/cognito.ts) and the sign-up form states and checks it as the beekeeper types.
 * Cognito's own definitions of each kind: https://docs.aws.amazon.com/cognito/latest/developerguide/managing-users-passwords.html
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** The characters Cognito counts as symbols. A space counts too, but not at either end of the password. */
const COGNITO_SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordRule {
  /** Names the rule; the checklist's words for it are the `common` catalogue's `password.rule.<id>`. */
  id: PasswordRuleId;
  /** What to do when a password breaks the rule. */
  problem: string;
  isMetBy(password: string): boolean;
}

const ALL_RULES: readonly (PasswordRule & { required: boolean })[] = [
  {
    id: 'length',
    required: true,
    problem: `Use at least ${PASSWORD_POLICY.minLength} characters`,
    // Characters as people count them: an emoji is one, not two UTF-16 units.
    isMetBy: (password) => [...password].length >= PASSWORD_POLICY.minLength,
  },
  {
    id: 'lowercase',
    required: PASSWORD_POLICY.requireLowercase,
    problem: 'Add a lowercase letter (a-z)',
    isMetBy: (password) => /[a-z]/.test(password),
  },
  {
    id: 'uppercase',
    required: PASSWORD_POLICY.requireUppercase,
    problem: 'Add an uppercase letter (A-Z)',
    isMetBy: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'digit',
    required: PASSWORD_POLICY.requireDigits,
    problem: 'Add a number (0-9)',
    isMetBy: (password) => /[0-9]/.test(password),
  },
  {
    id: 'symbol',
    required: PASSWORD_POLICY.requireSymbols,
    problem: 'Add a symbol, such as ! ? # - or _',
    isMetBy: (password) => [...password.trim()].some((character) => COGNITO_SYMBOLS.has(character)),
  },
];

/** The rules a password must meet, in the order the form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = ALL_RULES.filter((rule) => rule.required);

/** The rule in one sentence, for the form's hint and the error after a refused password. */
export const PASSWORD_RULE_SUMMARY = `Use at least ${PASSWORD_POLICY.minLength} characters, with a lowercase letter, an uppercase letter, a number and a symbol.`;

/** The rules a password breaks; empty when the user pool will accept it. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.isMetBy(password));
}

/** What to change in a password, one message per broken rule; empty when the password is good. */
export function passwordProblems(password: string): string[] {
  return brokenPasswordRules(password).map((rule) => rule.problem);
}
