/** How long a message or notification stays, in seconds (spec 01 §9: toast default 4000 ms). */
export const TOAST_DURATION_S = 4;
