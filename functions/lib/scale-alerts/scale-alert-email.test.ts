import { describe, expect, it } from 'vitest';
import { hiveAlertEmail, type HiveAlertEmail } from './scale-alert-email';

const swarm: HiveAlertEmail = {
  to: 'ann@example.test',
  code: 'swarmSuspected',
  facts: { hiveId: 'hive 7', hiveName: 'Buttercup', kg: 2.4, days: 0 },
  locale: 'en-US',
  units: 'imperial',
  siteUrl: 'https://hivekeeper.test',
};

describe('a hive alert e-mail', () => {
  it("says the bell's words in the beekeeper's units, links the hive's page and says how to stop them", () => {
    expect(hiveAlertEmail(swarm)).toEqual({
      to: 'ann@example.test',
      subject: 'HiveKeeper: Swarm suspected: Buttercup',
      text: [
        "Buttercup's scale dropped 5.3 lbs within half an hour, with no inspection or harvest to explain it: the colony may have swarmed. Look for a cluster nearby.",
        '',
        'See Buttercup in HiveKeeper: https://hivekeeper.test/hives/hive%207',
        '',
        'You get this e-mail because a scale on one of your hives reports to HiveKeeper.',
        'To stop these e-mails, turn off "E-mail me my hive scales\' alerts" on your profile: https://hivekeeper.test/profile',
      ].join('\n'),
    });
  });

  it.each([
    [
      'de',
      'nectarFlowStarted',
      { kg: 3.5, days: 4 },
      'HiveKeeper: Tracht: Buttercup',
      'Buttercup hat in 4 Tagen 3,5 kg zugenommen: Eine Tracht hat begonnen.',
      'schalten Sie „Warnungen meiner Stockwaagen per E-Mail“ in Ihrem Profil aus',
    ],
    [
      'pl',
      'starvationRisk',
      { kg: 8.2, days: 3 },
      'HiveKeeper: Kończą się zapasy: Buttercup',
      'Zapasy w ulu Buttercup spadły do około 8,2 kg. Przy ubytku z tego tygodnia skończą się za 3 dni: nakarm rodzinę.',
      'wyłącz „Wysyłaj mi alerty z moich wag ulowych” w profilu',
    ],
  ] as const)('in %s: %s, its weight metric', (locale, code, facts, subject, message, stop) => {
    const mail = hiveAlertEmail({ ...swarm, locale, code, facts: { ...swarm.facts, ...facts }, units: 'metric' });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(stop);
  });
});
