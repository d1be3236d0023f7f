/** the Node flags every API server process runs with (server-node-flags.cjs says why) */
export declare const SERVER_NODE_FLAGS: readonly string[]
