import { describe, expect, it } from 'vitest';
import { EXPERT_TIPS } from '@shared/rules/community';
import { messagesOf } from '@/lib/i18n/catalog';
import { expertTipsMessages, type ExpertTipKey } from './expert-tips-messages';

describe('the expert tips catalogue', () => {
  it('writes every tip in en-US exactly as its English, figures filled in', () => {
    const t = messagesOf(expertTipsMessages);
    for (const { id, title, tip, params } of Object.values(EXPERT_TIPS).flat()) {
      expect(t(`${id}.title` as ExpertTipKey)).toBe(title);
      expect(t(`${id}.text` as ExpertTipKey, params)).toBe(tip);
    }
  });
});
