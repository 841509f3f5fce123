/** Opening-hours minutes as a person says them: "45 min", "2 h 5 min", "1 h". */
export function formatOpenMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
