import { dealerDeployConfig } from "../nightly/deploy-config.ts";
import type { DeployManifest, UploadPlan, UploadReport } from "./digest-diff.ts";
import { uploadReport } from "./digest-diff.ts";
import { planDeploy, rememberManifest } from "./plan.ts";

/**
 * The nightly's and `npm run rebuild`'s use of the planner: plan a dealer's deploy from its site
 * folder (with the netlify.toml it deploys with), then, once its deploy went live or was not sent,
 * keep the manifest so that the next plan compares with it.
 */
export interface DealerPlan {
  slug: string;
  plan: UploadPlan;
  manifest: DeployManifest;
}

export interface DealerPlanOptions {
  /** A folder of function zips; null: not bundled; left out: .netlify/functions when it exists. */
  functionsDir?: string | null;
  /** "deploy" (a night with --deploy): compare with what the site `siteKey` holds; "plan": with the last plan. */
  against: "deploy" | "plan";
  siteKey?: string;
  buildDir?: string;
}

/** The plan, or why there is none (a report line never fails a dealer's night). */
export async function planDealer(
  slug: string,
  siteDir: string,
  options: DealerPlanOptions,
): Promise<DealerPlan | { error: string }> {
  try {
    const config = await dealerDeployConfig(siteDir);
    return { slug, ...(await planDeploy({ slug, siteDir, config, ...options })) };
  } catch (error) {
    return { error: `${slug}: deploy not planned: ${(error as Error).message}` };
  }
}

/**
 * Keeps the plan's manifest and answers its report. `liveOn` names the site (siteKey) that now holds
 * this manifest: the deploy was sent, or was not needed because that site already has this build.
 */
export async function settlePlan(
  planned: DealerPlan,
  outcome: { sent: boolean; liveOn?: string; buildDir?: string },
): Promise<UploadReport> {
  await rememberManifest(planned.slug, planned.manifest, { deployedTo: outcome.liveOn, buildDir: outcome.buildDir });
  return uploadReport(planned.plan, outcome.sent);
}
