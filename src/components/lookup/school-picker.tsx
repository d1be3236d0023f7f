// moved to src/components/school-picker; this re-export goes with the old kit
export { SchoolPicker } from '../school-picker'
