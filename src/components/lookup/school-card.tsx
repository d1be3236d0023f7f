// moved to src/components/school-card and school-tags; this re-export goes with the old kit
export { SchoolCard } from '../school-card'
export { schoolTags } from '../school-tags'
