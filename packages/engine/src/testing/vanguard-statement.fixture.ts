/**
 * A Vanguard statement overview whose account summary runs from the start to the end of the
 * period (two accounts), followed by the joint account's holdings: read by the brokerage reader
 * and, with the notes, by the document resolution.
 */
export const VANGUARD_PERIOD_STATEMENT = `Vanguard                                                   Statement overview | Year-to-date: January 1 - December 31, 2025

Your total value as of 12/31/2025:   $1,742,906.18
                                                           Page 1 of 6
Prepared for: DAVID AND RUTH FENWICK JTWROS
              1201 Sycamore Ridge Rd
              Boulder, CO 80304                            Client Services: 800-662-2739

Your total value
                                        Start of period       End of period      Change
Brokerage Account—3345****  Joint        $1,498,212.40        $1,207,544.91
Ruth Fenwick—Rollover IRA   Brokerage       $488,320.10          $535,361.27
Total                                     $1,986,532.50        $1,742,906.18

Income summary                          This period      Year-to-date
Dividends                                 $9,118.02       $31,877.40
Interest                                    $812.33        $3,204.16
Total                                     $9,930.35       $35,081.56

Realized gains and losses (Brokerage Account 3345****)
  Short-term capital gains                                  $4,212.00
  Long-term capital gains                                 $318,600.00

Balances and holdings — Brokerage Account—3345****  Joint
Symbol   Name                               Quantity      Price      Balance on 12/31    Cost basis
VMFXX    Vanguard Federal Money Market      42,518.22      $1.00        $42,518.22        $42,518.22
VTSAX    Vanguard Total Stock Mkt Index      4,120.77    $148.21       $610,739.32       $301,220.00
AAPL     Apple Inc                             2,200     $252.10       $554,620.00        $61,400.00
Total                                                                $1,207,877.54       $405,138.22`;
