/**
 * The car this browser tab opened a deposit checkout for, so the shopper who is paying is
 * not told "someone is reserving this car" about their own checkout. Per tab (sessionStorage): a
 * shopper who comes back to the car page from the payment page is in the same tab.
 */
const KEY = "forecourt:my-checkout";

export function rememberMyCheckout(carId: string): void {
  try {
    sessionStorage.setItem(KEY, carId);
  } catch {
    // Storage refused (private mode, quota): the shopper may see their own checkout as pending.
  }
}

export function isMyCheckout(carId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === carId;
  } catch {
    return false;
  }
}
