export interface ScaleTool {
  name: string;
  env: string;
  package: string;
  path: () => string;
  versionArgs: string[];
}
export declare const SCALE_TOOLS: ScaleTool[];
export declare const redisServerPath: () => string;
export declare const nginxPath: () => string;
