import '../../test-support/unit-env';
import { describe, expect, it } from 'vitest';
import { chooseContentGenerator } from './provider';

describe('chooseContentGenerator', () => {
  it("writes with Bedrock's models when the stage names them, with the templates otherwise", () => {
    expect(
      chooseContentGenerator({
        contentGeneration: {
          kind: 'bedrock',
          textModelId: 'amazon.nova-lite-v1:0',
          imageModelId: 'amazon.nova-canvas-v1:0',
        },
      }).name,
    ).toBe('bedrock');
    expect(chooseContentGenerator({ contentGeneration: { kind: 'template' } }).name).toBe('template');
  });
});
