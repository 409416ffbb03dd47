/** A stock plan statement as an equity platform prints it: held shares, an ISO grant, unvested RSUs. */
export const EQUITY_STATEMENT = `STOCK PLAN ACCOUNT SUMMARY  as of 03/02/2026
Market price (last close): $105.00

HELD SHARES
Source            Shares    Cost basis/sh   Market value
RSU release 2024  22,000    $40.00          $2,310,000

OPTIONS
Grant  Type  Granted     Exercisable  Unvested  Strike   Intrinsic value
G-0117 ISO   2019-08-12  9,000        0         $5.00    $900,000

UNVESTED RSUs
Grant  Units   Next vest    Est. value
R-2231 1,430   2026-05-15   $150,150`;
