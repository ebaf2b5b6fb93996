/** QR hive labels: their codes, the label sheets and the scanner. */
export const HIVE_LABEL_VALIDATION = {} as const;

export const HIVE_LABEL_API_ERRORS = {} as const;

export const HIVE_LABEL_TOASTS = {} as const;
