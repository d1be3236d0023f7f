import type { Generated } from 'kysely'

export interface ProfileTables {
  user_intentions: {
    user_id: number
    /** JSON of types/api/profile.ts Intention */
    data: string
    updated_at: Generated<Date>
  }
  provinces: {
    id: number
    name: string
    exam_mode: string
    new_exam_since: number | null
    total_score: number
    confidence: Generated<string>
    data_year: number | null
    /** the province object of data/rules/province-modes.json, as JSON text */
    facts: string
  }
  regions: {
    code: string
    name: string
    level: 'province' | 'city' | 'county'
    parent_code: Generated<string>
    province_code: string
  }
  score_publish_dates: {
    province_id: number
    year: number
    /** YYYY-MM-DD, China time */
    published_on: string
    source: Generated<string>
  }
}
