/**
 * What the admin's marketing tabs and routes say (spec sections 2, 4 and 8), apart from `messages.ts`: only the
 * admin screen and the marketing functions need them, and every signed-in screen loads `messages.ts`.
 */
export const MARKETING_MESSAGES = {
  adsGeneratedTitle: 'Ads Generated!',
  adsGenerated: (ads: string) => `${ads} ready to post.`,
  generationStartedTitle: 'Content Generation Started',
  generationStarted: "Today's content is being written. It may take a few minutes; the list updates when it is ready.",
  generationFailedTitle: 'Generation Failed',
  adsFailed: 'Failed to generate ads',
  contentFailed: 'Failed to generate content',
  imageGeneratedTitle: 'Image Generated!',
  imageGenerated: 'The image is stored with its content.',
  noImagePrompt: 'No image prompt available for this content',
  imagePrepareFailed: 'Failed to prepare image generation',
  imageInitiateFailed: 'Failed to initiate image generation',
  imageFailed: 'Failed to generate image',
  imageSaveFailed: 'Failed to save generated image',
  imageFailedFallback: 'Failed to generate image. Please try again.',
  copiedTitle: 'Copied!',
  copied: 'The text is on your clipboard.',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Failed to copy to clipboard',
  noContentTitle: 'No Content Generated Yet',
  noContent: 'Generate Now writes a set for every platform, or wait for the daily run at midnight (UTC).',
  contentNotFound: 'Marketing content not found',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete the content. Please try again.',
} as const;
