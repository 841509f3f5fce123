import { expect, it } from "vitest";
import { isKnownBot } from "./bots.ts";

it.each([
  ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
  ["AdsBot-Google (+http://www.google.com/adsbot.html)", true],
  ["Mozilla/5.0 (compatible; GoogleOther)", true],
  ["Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36", true],
  ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", true],
  ["curl/8.5.0", true],
  ["", true],
  [
    "Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    false,
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    false,
  ],
])("%s is a robot: %s", (agent, robot) => {
  expect(isKnownBot(agent)).toBe(robot);
});
