// Compiled once at image build with GOCACHE=/opt/oj/gocache, so the standard packages that contest
// programs import are already built: a cold Go build cache costs half a minute per submission.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"container/heap"
	"container/list"
	"container/ring"
	"fmt"
	"io"
	"maps"
	"math"
	"math/big"
	"math/bits"
	"math/rand"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
)

var (
	_ = heap.Init
	_ = list.New
	_ = ring.New
	_ = big.NewInt
	_ = bits.Len
	_ = rand.Intn
	_ = regexp.MustCompile
	_ = time.Now
	_ = unicode.IsDigit
	_ = bytes.Equal
	_ = io.EOF
	_ = maps.Keys[map[int]int]
	_ = cmp.Compare[int]
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	values := []int{n, 2, 1}
	sort.Ints(values)
	slices.Sort(values)
	fmt.Println(math.Sqrt(float64(n)), strconv.Itoa(values[0]), strings.ToUpper("ok"))
}
