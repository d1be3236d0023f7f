/**
 * Exam facts every module shares: provinces and their exam modes by year, the current exam year, when scores are
 * published, and the checks of a student's exam profile (province, year, subject choice, score). No calls of its
 * own: the region module serves these facts and seeds the provinces; account, config, profile and wish use them.
 * It imports no other module, so any module may import it.
 */
export * from './exam-mode'
export * from './provinces'
export * from './checks'
