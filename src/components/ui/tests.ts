// moved to src/content/assessments.ts; this re-export goes with the old kit
export * from '../../content/assessments'
