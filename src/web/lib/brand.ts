export const PRODUCT_NAME = 'RigLedger'
