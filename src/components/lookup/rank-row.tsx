// moved to src/components/rank-row; this re-export goes with the old kit
export { RankRow } from '../rank-row'
